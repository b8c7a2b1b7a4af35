#!/usr/bin/env node
// Filled in by issue E: deterministic size budgets over dist/.
console.log('size check: not yet implemented');
