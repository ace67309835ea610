/**
 * Why a backup or a restore stopped, in words the operator can act on; the command prints the message as one
 * line and exits 1. Anything else that goes wrong is a fault and keeps its stack.
 */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
