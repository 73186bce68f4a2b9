/**
 * A webpack loader for react-router's build, which keeps two things a minifier must
 * assume have side effects: top-level `React.forwardRef(…)`, `React.memo(…)` and
 * `React.createContext(…)` calls without the `@__PURE__` annotation, and top-level
 * `X.displayName = "…"` assignments (names for React DevTools). Marking the calls pure and
 * dropping the names lets the minifier leave out the components the app never uses (Form
 * and what only it reaches, the framework-mode pieces) instead of shipping them.
 */
module.exports = function pureReactCalls(source) {
  return source
    .replace(
      /^((?:export )?(?:var|const|let) [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm,
      '$1/* @__PURE__ */ $2',
    )
    .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
};
