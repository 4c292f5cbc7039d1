// Stands in for a stylesheet a component imports (jest.config's moduleNameMapper): Vite bundles the CSS.
module.exports = {};
