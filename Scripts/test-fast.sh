#!/usr/bin/env bash
# The fast tier: every module's unit tests except the two suites that build large indexes
# (StockIndexFormatTests, IndexMaintenanceTests), and no end-to-end tests. About 80 s on two
# cores after the build (635 of the suite's ~990 tests). The full suite, `swift test`, is what
# CI runs (.ci/run); run it before a commit that touches the binaries' behaviour.
#
#     Scripts/test-fast.sh [swift test options…]      # e.g. --filter StockRanking
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
swift build --build-tests
exec swift test --skip-build --skip FinderEndToEndTests --skip StockIndexFormatTests --skip IndexMaintenanceTests "$@"
