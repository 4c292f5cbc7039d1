// Tells Node which module system each half of the dual build uses.
const fs = require('node:fs');
fs.writeFileSync('dist/cjs/package.json', '{"type":"commonjs"}\n');
fs.writeFileSync('dist/esm/package.json', '{"type":"module"}\n');
