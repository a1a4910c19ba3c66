// Stands in for the `object.entries` polyfill package (vite.config.ts): the browser's own.
module.exports = Object.entries;
