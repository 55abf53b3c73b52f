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
stage unit npm run --silent test:unit
# One production build serves Playwright, the fault suite and the two-instance suite.
# The types were checked by the first stage: the build skips its own second check.
stage build env PORTAL_TYPES_CHECKED=1 npm run --silent build
stage e2e npx playwright test
# The fault suite runs one test at a time (it switches faults for its whole server) and mostly
# waits, and so does the two-instance suite after it (two servers behind nginx on one PostgreSQL,
# one Redis and an S3 stand-in, docs/operations.md "Two instances"; it says SKIPPED itself without PostgreSQL).
# The BFF integration suite once more against a PostgreSQL server (when this machine has one)
# uses the cores meanwhile: the two fit in its time.
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
if answers 5432; then
  together_runs faults_then_cluster -- \
    stage bff-postgres env DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}" npm run --silent test:bff
else
  faults_then_cluster
  echo "bff-postgres SKIPPED: nothing answers on 127.0.0.1:5432"
fi
