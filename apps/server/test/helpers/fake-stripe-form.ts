/** A parameter value as Stripe's form encoding carries it: text, or nested maps and lists. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormParams = { [key: string]: FormValue };

/**
 * Parses a body or query string the way Stripe's API reads the SDK's form encoding:
 * `items[0][price]=p&expand[0]=latest_invoice` becomes `{items: [{price: 'p'}], expand: [...]}`.
 */
export function parseForm(text: string): FormParams {
  const root: FormParams = {};
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const [rawKey = '', rawValue = ''] = pair.split('=');
    const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
    const key = decode(rawKey);
    const path = [key.split('[')[0]!, ...[...key.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)];
    let node: FormValue = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[segment] = decode(rawValue);
        return;
      }
      container[segment] ??= /^\d+$/.test(path[index + 1]!) ? [] : {};
      node = container[segment]!;
    });
  }
  return root;
}

/** A text parameter, or undefined. */
export function text(params: FormParams, key: string): string | undefined {
  const value = params[key];
  return typeof value === 'string' ? value : undefined;
}

/** A nested map parameter (empty when absent). */
export function map(params: FormParams, key: string): FormParams {
  const value = params[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** A list parameter of maps (empty when absent). */
export function list(params: FormParams, key: string): FormParams[] {
  const value = params[key];
  return Array.isArray(value) ? (value.filter((v) => typeof v === 'object') as FormParams[]) : [];
}

/** A list parameter of texts, such as expand (empty when absent). */
export function texts(params: FormParams, key: string): string[] {
  const value = params[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}
