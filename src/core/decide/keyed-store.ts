// A base kept under a key and read back by it (`settings.set('gitlab api', '…/api/v3')`, then
// `settings.get('gitlab api') + path`): every read of the key is a read of the base.
import type { DraftHold } from '../match/drafts.js';
import type { FileContext } from '../workspace.js';
import type { Site } from '../extract/sites.js';
import { entryHolding, ownStore, readsOn, writeHolding, writesOn, type StoreWrite } from '../extract/keyed-store.js';
import { sourceOf, type Node } from '../extract/scope.js';

/**
 * Why a base written into a store cannot move, or undefined when it is not written into one or may.
 * It may only where the store is the module's own (extract/keyed-store.ts `ownStore`: never handed
 * on, exported or called with another method), the key is written there once, by a literal, and by no
 * computed key, and every read of that key reaches the URL of a request the tool reads (`users`). A
 * read elsewhere (another module's `req.app.get(k)`, a store the run cannot tie, an unread call) may
 * build a request on it that keeps its v3 route: held, `read unseen` at the read or write no proof
 * follows. `refs`: the references of the base's constant, where a name of it is what is written.
 */
export function storeHeld(ctx: FileContext, lit: Node, users: readonly Site[], refs: readonly Node[] = []): DraftHold | undefined {
  // A store made with its entries is read by keys no write names: nothing ties a read to the value.
  const entry = [lit, ...refs].map((n) => entryHolding(ctx.index, n)).find(Boolean);
  if (entry) return unseen(ctx, `${sourceOf(entry.callee)}(…)`, entry);
  const writes = [lit, ...refs].flatMap((n) => writeHolding(ctx.index, n) ?? []);
  for (const w of writes) {
    const held = writeHeld(ctx, w, users);
    if (held) return held;
  }
  return undefined;
}

function writeHeld(ctx: FileContext, w: StoreWrite, users: readonly Site[]): DraftHold | undefined {
  const name = `${sourceOf(w.receiver)}.${w.pair.write}(${w.key === undefined ? sourceOf(w.call.arguments[0]) : JSON.stringify(w.key)})`;
  const store = w.key === undefined ? undefined : ownStore(ctx.index, w.receiver, w.pair);
  if (!store || w.key === undefined) return unseen(ctx, name, w.call);
  const { of, computed } = writesOn(ctx.index, store, w.pair, w.key);
  if (computed || of.length !== 1) return unseen(ctx, name, (of.find((o) => o !== w) ?? w).call);
  const hidden = readsOn(ctx.index, store, w.pair, w.key).find((r) => !users.some((s) => s.url.items.some((it) => it.via.includes(r.call))));
  return hidden ? unseen(ctx, name, hidden.call) : undefined;
}

function unseen(ctx: FileContext, name: string, at: Node): DraftHold {
  const place = { file: ctx.file, line: ctx.text.slice(0, at.range[0]).split('\n').length };
  return { reason: 'not proven', unproven: { kind: 'read unseen', name, places: [place] }, at: place };
}
