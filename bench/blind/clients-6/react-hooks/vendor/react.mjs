// A trimmed copy of React's hook surface for code that runs outside a renderer (tests, storybook
// loaders): a context holds its current value, memo hooks compute at once.
export function createContext(defaultValue) {
  const context = { _currentValue: defaultValue };
  context.Provider = ({ value, children }) => {
    context._currentValue = value;
    return children;
  };
  return context;
}

export const useContext = (context) => context._currentValue;
export const useMemo = (factory) => factory();
export const useCallback = (callback) => callback;

export default { createContext, useContext, useMemo, useCallback };
