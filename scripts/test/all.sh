#!/usr/bin/env bash
# `npm test` (README "Two commands"): every suite, each a timed stage, the times printed at the end.
# The arrangement and why: docs/testing.md "Test suites".
set -euo pipefail
cd "$(dirname "$0")/../.."
# shellcheck source=scripts/test/stages.sh
source scripts/test/stages.sh
# The outermost script prints the report (.ci/run, when it runs this one after its own stages).
if [ -z "${STAGE_REPORT_PRINTER:-}" ]; then
  export STAGE_REPORT_PRINTER=$$
  trap stage_report EXIT
fi

answers() { node -e "require('net').connect($1,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))"; }

# tsc and ESLint each keep one core busy: side by side on two.
together typecheck npm run --silent typecheck -- lint npm run --silent lint
# Issue 41 item 4: the content the fixtures ship, checked as editors read the problems.
stage content npm run --silent content:check
# One production build serves the fault suite, the two-instance suite and Playwright.
# The types were checked by the first stage: the build skips its own second check.
stage build env PORTAL_TYPES_CHECKED=1 npm run --silent build

# Each suite runs once, each database driver under a whole suite: the unit files (the BFF's
# in-process integration files among them) on PostgreSQL when this machine has one, the production
# path, and on PGlite otherwise; Playwright and the fault suite then drive the embedded default,
# their servers' PGlite, end to end. (The BFF files ran twice before, the second time beside the
# fault suite: 200 s of a 2-core machine's time for what the first run had shown.)
unit_tests() {
  if answers 5432; then
    stage unit env DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}" npm run --silent test:unit
  else
    echo "unit: the BFF files on PGlite (nothing answers on 127.0.0.1:5432)"
    stage unit npm run --silent test:unit
  fi
}
# The fault suite runs one test at a time (it switches faults for its whole server) and mostly
# waits, and so does the two-instance suite after it (two servers behind nginx on one PostgreSQL,
# one Redis and an S3 stand-in, docs/operations.md "Two instances"; it says SKIPPED itself without
# PostgreSQL): the unit files use the cores meanwhile.
faults_then_cluster() {
  local status=0
  stage faults npx playwright test -c playwright.faults.config.ts || status=$?
  if answers 6379; then
    stage cluster npm run --silent test:cluster || status=$?
  else
    echo "cluster SKIPPED: nothing answers on 127.0.0.1:6379"
  fi
  return "$status"
}
together_runs unit_tests -- faults_then_cluster
stage e2e npx playwright test
