// docker-compose: its services (reader.ts `composeDocs`: environments, commands, healthchecks) and
// the top-level `configs:` entries' inline `content:`, a file a service reads, of whatever kind its
// content shows (block-content.ts). Apart from reader.ts because that content may be a configuration,
// whose reader reads YAML scalars with reader.ts's `scalarSnippet`.
import { createRequire } from 'node:module';
import type { Document } from 'yaml';
import type { Reader } from '../language.js';
import { blockContentDocs } from './block-content.js';
import { compose } from './kind.js';
import { composeDocs } from './reader.js';

type Yaml = typeof import('yaml');
let yaml: Yaml | undefined;

/** The documents of each `configs:` entry's inline content. */
function configsDocs(text: string): ReturnType<typeof composeDocs> {
  if (!/^configs:/m.test(text)) return [];
  yaml ??= createRequire(import.meta.url)('yaml') as Yaml;
  const { isMap, isScalar } = yaml;
  const doc: Document = yaml.parseDocument(text, { keepSourceTokens: false });
  const configs = isMap(doc.contents) ? doc.contents.get('configs', true) : undefined;
  if (!isMap(configs)) return [];
  return configs.items.flatMap((pair) => {
    const content = isMap(pair.value) ? pair.value.get('content', true) : undefined;
    return isScalar(content) ? blockContentDocs(text, content) : [];
  });
}

export const readers: Readonly<Record<typeof compose.name, Reader>> = { [compose.name]: { documents: (text) => [...composeDocs(text), ...configsDocs(text)] } };
