/** A start-up refusal the operator fixes: its message is one sentence naming the variable or path. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** `value` as a URL of `scheme` or `alternative`; `example` shows the shape expected. */
export function parseUrl(
  name: string,
  value: string,
  [scheme, alternative]: [string, string],
  example: string,
): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL (expected ${example})`);
  }
  if (url.protocol !== `${scheme}:` && url.protocol !== `${alternative}:`) {
    throw new ConfigError(
      `${name} must start with ${scheme}:// or ${alternative}:// (got "${url.protocol}//…")`,
    );
  }
  return url;
}
