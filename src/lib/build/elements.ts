import type { Element, Root } from 'hast';

/** Every element of a parsed page in document order, including those inside `<template>` content. */
export function* elementsOf(node: Root | Element): Generator<Element> {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    yield child;
    yield* elementsOf(child);
    if (child.tagName === 'template' && child.content) yield* elementsOf(child.content);
  }
}

/** An attribute's value as a string (hast keeps lists, such as `class` or `rel`, as arrays). */
export function attributeOf(element: Element, property: string): string | undefined {
  const value = element.properties[property];
  if (value === undefined || value === null || value === false) return undefined;
  return Array.isArray(value) ? value.join(' ') : String(value);
}

/** The first `<meta name=…>`'s content. */
export function metaContent(tree: Root, name: string): string | undefined {
  for (const element of elementsOf(tree)) {
    if (element.tagName === 'meta' && element.properties['name'] === name) return attributeOf(element, 'content');
  }
  return undefined;
}
