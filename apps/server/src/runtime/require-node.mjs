// Imported first by `npm start`, `npm run dev` and the server's main: an older Node stops here with one line
// and exit code 1, before anything that needs a newer one is loaded.
import { nodeVersionProblem } from './node-version.mjs';

const problem = nodeVersionProblem(process.version);
if (problem) {
  console.error(problem);
  process.exit(1);
}
