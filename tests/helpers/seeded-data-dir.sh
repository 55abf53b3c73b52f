#!/bin/sh
# Usage: seeded-data-dir.sh DIR — DIR becomes a fresh copy of this run's seeded database.
#
# The e2e's servers (playwright.config.ts) each own a PGlite directory seeded as of the run's one
# "now" (PORTAL_NOW). The seed is made once per run, in .data/e2e-seed, and copied for each
# server: a closed PGlite directory is plain files, and one seed took 4 to 8 s of a core, three of
# them one after the other before the first test (Playwright starts its servers in turn).
set -eu
seed=.data/e2e-seed
if [ "$(cat "$seed/.seeded-at" 2>/dev/null)" != "${PORTAL_NOW:-}" ]; then
  rm -rf "$seed"
  PORTAL_DATA_DIR="$seed" npm run --silent db:seed
  printf '%s' "${PORTAL_NOW:-}" > "$seed/.seeded-at"
fi
rm -rf "$1"
cp -r "$seed" "$1"
