// A trimmed copy of lodash's _.template: `<%= name %>` interpolates a value of the data object
// (dotted paths allowed); no evaluate/escape delimiters.
function template(text) {
  return (data = {}) =>
    text.replace(/<%=\s*([\w.$]+)\s*%>/g, (_, path) => {
      const value = path.split('.').reduce((o, k) => (o == null ? o : o[k]), data);
      return value == null ? '' : String(value);
    });
}

export default { template };
