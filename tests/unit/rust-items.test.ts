import { describe, expect, it } from 'vitest';
import { attributeSettings, items, tokenTrees, tokenize } from '../../tools/buck2-source/rust-items.mjs';

const SOURCE = `
const EVENT_LOG: &str = "event-log";
/// Doc comments are dropped, even with #[clap(long)] or "quotes" in them.
#[derive(Debug, clap::Parser)]
#[clap(name = "demo", about = "a } brace")]
pub(crate) struct Demo {
    #[clap(long, short = 'o', alias = "out", env("DEMO_OUT"))]
    pub output: Option<PathArg>,
    #[arg(long = EVENT_LOG, hide = true)]
    event_log: Option<String>,
    // #[clap(long)] commented out
    #[clap(long, aliases = &["a", "b"])]
    r#type: HashMap<String, Vec<u8>>,
    #[clap(flatten)]
    common: buck2_client_ctx::common::CommonCommandOptions,
    positional: Vec<String>,
}

#[derive(clap::Subcommand)]
enum Sub {
    #[clap(name = "x-ray", hide(true))]
    XRay(XRayCommand),
    Named { #[clap(long)] flag: bool },
}

struct Unit;
`;

describe('rust-items', () => {
  const found = items(tokenTrees(tokenize(SOURCE)));

  it('finds structs and enums with their attributes, fields and variants', () => {
    expect(found.map((i) => `${i.kind} ${i.name}`)).toEqual(['struct Demo', 'enum Sub', 'struct Unit']);
    const demo = found[0]!;
    expect(demo.fields.map((f) => f.name)).toEqual(['output', 'event_log', 'type', 'common', 'positional']);
    expect(attributeSettings(demo.attrs, 'clap').get('name')).toBe('demo');
    expect(found[1]!.variants.map((v) => v.name)).toEqual(['XRay', 'Named']);
    expect(found[1]!.variants[1]!.fields?.map((f) => f.name)).toEqual(['flag']);
    expect(found[2]!.fields).toEqual([]);
  });

  it('reads clap settings in both spellings, with lists and char literals', () => {
    const [output, eventLog, type, common] = found[0]!.fields;
    const s = attributeSettings(output!.attrs, 'clap', 'arg');
    expect([s.get('long'), s.get('short'), s.get('alias'), s.get('env')]).toEqual([true, 'o', 'out', 'DEMO_OUT']);
    expect(attributeSettings(eventLog!.attrs, 'clap', 'arg').get('long')).toBe('EVENT_LOG');
    expect(attributeSettings(eventLog!.attrs, 'clap', 'arg').get('hide')).toBe(true);
    expect(attributeSettings(type!.attrs, 'clap').get('aliases')).toEqual(['a', 'b']);
    expect(attributeSettings(common!.attrs, 'clap').get('flatten')).toBe(true);
    expect(attributeSettings(found[1]!.variants[0]!.attrs, 'clap').get('hide')).toBe(true);
  });
});
