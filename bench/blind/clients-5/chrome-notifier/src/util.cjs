var util = (function () {
  function toQuery(params) {
    return Object.keys(params)
      .map(function (key) {
        return encodeURIComponent(key) + '=' + encodeURIComponent(params[key]);
      })
      .join('&');
  }

  return { toQuery: toQuery };
})();

module.exports = util;
