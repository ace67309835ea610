// The one rule for which Node.js runs Shuyuan (decision 028). Plain JavaScript with no syntax or API newer than
// the oldest Node that runs ES modules, so that an old Node reads this file and says why it stops instead of
// failing somewhere deeper. `engines` in every package.json says the same (`^24.15.0`); a test keeps them in step.

/** The supported major (an LTS line) and the lowest release of it that the whole dependency tree accepts. */
export const REQUIRED_NODE = { major: 24, minor: 15 };

/**
 * Why this Node cannot run Shuyuan (one line), or null when it can. `version` is `process.version`'s form
 * (`v24.21.0`). A newer major is let through: the native addons use Node-API, which later releases keep.
 */
export function nodeVersionProblem(version) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(version);
  const major = match ? Number(match[1]) : 0;
  const minor = match ? Number(match[2]) : 0;
  const older = major < REQUIRED_NODE.major || (major === REQUIRED_NODE.major && minor < REQUIRED_NODE.minor);
  if (!older) return null;
  return `[shuyuan] Node.js ${REQUIRED_NODE.major} LTS (${REQUIRED_NODE.major}.${REQUIRED_NODE.minor} or newer) is required (this is ${version}); see README "Run it"`;
}
