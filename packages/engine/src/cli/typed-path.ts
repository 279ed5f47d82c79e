import path from 'node:path';

/**
 * A path as the person typed it, resolved against the folder they typed the command in: npm runs
 * a workspace's script from the workspace's folder, and sets INIT_CWD to where the command began.
 */
export function typedPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}
