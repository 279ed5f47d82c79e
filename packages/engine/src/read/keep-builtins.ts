// Built-in objects whose existing methods a library must not swap for slower ones.
const WATCHED: object[] = [
  Object,
  Array.prototype,
  Function.prototype,
  String.prototype,
  Number.prototype,
  JSON,
  Math,
  Reflect,
  Promise,
  Promise.prototype,
  Map.prototype,
  Set.prototype,
  RegExp.prototype,
  ArrayBuffer.prototype,
  Uint8Array.prototype,
  Object.getPrototypeOf(Uint8Array.prototype) as object,
];

/**
 * Runs a module load and then puts back any built-in method it replaced, keeping what it
 * added. pdf.js's legacy build carries core-js polyfills that, on Node 20, replace working
 * built-ins process-wide (Array.prototype.push becomes about six times slower, JSON.stringify
 * more than ten) because of spec corner cases pdf.js never relies on.
 */
export async function keepBuiltins<T>(load: () => Promise<T>): Promise<T> {
  const saved = WATCHED.map((target) => ({
    target,
    descriptors: Object.getOwnPropertyDescriptors(target) as Record<
      PropertyKey,
      PropertyDescriptor
    >,
  }));
  try {
    return await load();
  } finally {
    for (const { target, descriptors } of saved) {
      for (const key of Reflect.ownKeys(descriptors)) {
        const before = descriptors[key as keyof typeof descriptors]!;
        const now = Object.getOwnPropertyDescriptor(target, key);
        if (now && 'value' in before && now.value !== before.value && now.configurable)
          Object.defineProperty(target, key, before);
      }
    }
  }
}
