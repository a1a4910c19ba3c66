#!/bin/sh
# Prisma's CLI insists on a native schema-engine binary it would download. We never run it:
# `generate` and `format` use Prisma's bundled WASM, migrations use @prisma/schema-engine-wasm.
echo "schema-engine stub: migrations run through @prisma/schema-engine-wasm (see cms/db/migrate.ts)" >&2
exit 1
