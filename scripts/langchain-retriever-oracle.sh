#!/usr/bin/env bash
# LangChain.js's createRetrieverTool for test/oracles/langchain-retriever.test.ts, in two package sets (see
# oracle-install.sh): @langchain/classic 1.0.50 with @langchain/core 1.4.0 and zod 4.6.7 (test/oracles/langchain-classic,
# about 110 MB), and langchain 0.3.37 with @langchain/core 0.3.80 and zod 3.25.76 (test/oracles/langchain-03, about 60 MB).
set -euo pipefail
here="$(dirname "$0")"
bash "$here/oracle-install.sh" langchain-classic @langchain/classic @langchain/core zod
exec bash "$here/oracle-install.sh" langchain-03 langchain @langchain/core zod
