/**
 * The one lookup behind every catalogue's translator (`t` for the taxpayer app, `st` for the
 * console): a dotted key walked down a catalogue, `{name}` placeholders filled in, a missing
 * message an error (never a key shown on screen).
 */
export function messageAt(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

/** A translator over `catalogue` (read on every call: a catalogue loaded later is seen). */
export function translator<K extends string>(catalogue: () => unknown) {
  return (key: K, params: Record<string, string | number> = {}): string => {
    const message = messageAt(catalogue(), key);
    if (typeof message !== 'string') throw new Error(`Missing message: ${key}`);
    return message.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
  };
}
