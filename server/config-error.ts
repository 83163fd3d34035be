/** A start-up refusal the operator fixes: its message is one sentence naming the variable or path. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
