#!/usr/bin/env bash
# The deploy's first step: whose site this repository would publish. With owner/,
# the owner's (publish=true, demo=false); without it, the template's sample owner,
# published only as a demo when the repository variable PUBLISH_SAMPLE is true,
# else nothing, and the run's summary says why. Writes to $GITHUB_OUTPUT and
# $GITHUB_STEP_SUMMARY (files GitHub Actions provides; tooling/ci/ownerGate.test.ts
# gives its own).
set -euo pipefail

if [ -d owner ]; then
  echo "publish=true" >> "$GITHUB_OUTPUT"
  echo "demo=false" >> "$GITHUB_OUTPUT"
elif [ "${PUBLISH_SAMPLE:-}" = "true" ]; then
  echo "publish=true" >> "$GITHUB_OUTPUT"
  echo "demo=true" >> "$GITHUB_OUTPUT"
  echo "Publishing the template's sample owner as a demo (PUBLISH_SAMPLE is true)." >> "$GITHUB_STEP_SUMMARY"
else
  echo "publish=false" >> "$GITHUB_OUTPUT"
  echo "demo=false" >> "$GITHUB_OUTPUT"
  cat >> "$GITHUB_STEP_SUMMARY" <<'SUMMARY'
### Nothing published: this repository has no owner/ folder yet

The site would show the template's invented sample owner. Make it yours with
`npm run owner:import -- --lang en resume.json` (or copy sample-owner/ to owner/),
then push. To publish the sample as a demo instead, set the repository variable
PUBLISH_SAMPLE to true (Settings → Secrets and variables → Actions → Variables).
SUMMARY
fi
