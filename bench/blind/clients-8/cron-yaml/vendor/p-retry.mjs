// A trimmed copy of p-retry: retries a failing async function with exponential back-off,
// stops at once on an AbortError.
export class AbortError extends Error {
  constructor(message) {
    super(message instanceof Error ? message.message : message);
    this.name = 'AbortError';
    this.originalError = message instanceof Error ? message : new Error(message);
  }
}

export default async function pRetry(input, options = {}) {
  const { retries = 10, factor = 2, minTimeout = 1000, onFailedAttempt = () => {} } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await input(attempt);
    } catch (error) {
      if (error instanceof AbortError) throw error.originalError;
      error.attemptNumber = attempt;
      error.retriesLeft = retries - attempt + 1;
      await onFailedAttempt(error);
      if (error.retriesLeft <= 0) throw error;
      await new Promise((resolve) => setTimeout(resolve, minTimeout * factor ** (attempt - 1)));
    }
  }
}
