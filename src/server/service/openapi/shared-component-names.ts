const COMPONENTS = '#/components/schemas/';
const INPUT_SUFFIX = 'Input';

interface Document {
  components?: { schemas?: Record<string, unknown> };
}

/**
 * fastify-type-provider-zod writes each named schema twice, as read (`MoneyInput`) and as
 * written (`Money`, which also says it has no other properties). Where both describe the same
 * fields, one name is enough: the plain name takes the schema as read, and the `…Input` copy
 * is dropped, so generated clients get one `Money` type.
 */
export function withSharedComponentNames(document: unknown): unknown {
  const schemas = (document as Document).components?.schemas;
  if (schemas === undefined) return document;
  // Each component comes with its own `$schema` and a fragment `$id`, which JSON Schema does
  // not allow in `$id`; the document's dialect already says which JSON Schema it is.
  for (const schema of Object.values(schemas)) {
    delete (schema as Record<string, unknown>)['$schema'];
    delete (schema as Record<string, unknown>)['$id'];
  }
  const merged = new Set<string>();
  // A schema can merge once those it refers to have merged: repeat until nothing changes.
  for (let changed = true; changed;) {
    changed = false;
    for (const name of Object.keys(schemas)) {
      const output = name.endsWith(INPUT_SUFFIX) ? undefined : schemas[name];
      const input = schemas[`${name}${INPUT_SUFFIX}`];
      if (merged.has(name) || output === undefined || input === undefined) continue;
      if (JSON.stringify(renamed(input, merged)) === JSON.stringify(renamed(output, merged))) {
        schemas[name] = input;
        merged.add(name);
        changed = true;
      }
    }
  }
  const kept = Object.fromEntries(
    Object.entries(schemas).filter(
      ([name]) => !(name.endsWith(INPUT_SUFFIX) && merged.has(name.slice(0, -INPUT_SUFFIX.length))),
    ),
  );
  return renamed(
    {
      ...(document as object),
      components: { ...(document as Document).components, schemas: kept },
    },
    merged,
  );
}

/** A copy of `value` whose references to the `…Input` copies of `merged` use the plain names. */
function renamed(value: unknown, merged: ReadonlySet<string>): unknown {
  return JSON.parse(JSON.stringify(value), (key, item: unknown) => {
    // Responses list no other properties; requests may carry some (they are ignored).
    if (key === 'additionalProperties' && item === false) return undefined;
    if (key !== '$ref' || typeof item !== 'string' || !item.startsWith(COMPONENTS)) return item;
    const name = item.slice(COMPONENTS.length);
    const plain = name.slice(0, -INPUT_SUFFIX.length);
    return name.endsWith(INPUT_SUFFIX) && merged.has(plain) ? `${COMPONENTS}${plain}` : item;
  });
}
