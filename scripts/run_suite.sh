#!/usr/bin/env bash
# The test suite as `make test` runs it: the tutorials (nbval) in a second pytest process beside the tests, so
# that both cores of a CI machine work (each process computes on one core most of the time). Each half also
# passes on its own: `pytest tests` and `pytest --nbval-lax notebooks`. The tutorials' output is shown after the
# tests'. Exits non-zero when either half failed; exit code 5 (no test collected) is a failure. The second
# process runs in its own process group, killed with this script (no kernel is left running).
#   usage: scripts/run_suite.sh PYTHON [PYTEST_MARKS]
set -uo pipefail
py="${1:?usage: scripts/run_suite.sh PYTHON [PYTEST_MARKS]}"
marks="${2:-not binder}"
cd "$(dirname "$0")/.."
log="$(mktemp)"
setsid "$py" -m pytest -q -rs -m "$marks" --nbval-lax notebooks >"$log" 2>&1 &
nb=$!
cleanup() { kill -TERM -- "-$nb" 2>/dev/null; wait "$nb" 2>/dev/null; rm -f "$log"; }
trap cleanup EXIT
trap 'exit 130' INT TERM
rc=0
"$py" -m pytest -q -rs -m "$marks" tests || rc=$?
nbrc=0
wait "$nb" || nbrc=$?
echo "=== the tutorials (pytest --nbval-lax notebooks), run beside the tests: exit $nbrc ==="
cat "$log"
for r in "$rc" "$nbrc"; do
  if [ "$r" -eq 5 ]; then echo "*** PYTEST COLLECTED NO TESTS (exit code 5): A FAILURE ***"; fi
done
if [ "$rc" -ne 0 ]; then exit "$rc"; fi
exit "$nbrc"
