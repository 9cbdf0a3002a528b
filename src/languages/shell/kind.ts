// Shell scripts: `*.sh`, `*.bash`, and a script whose shebang names a shell.
import type { KindSpec } from '../language.js';

/** The shells (`sh`, `bash`, `dash`, `zsh`, `ksh`, `ash`): a script's interpreter, or a command that runs shell text (`sh -c`). */
export const SHELLS = /^(?:ba|da|z|k|a)?sh$/;

/**
 * A page's fish blocks: read as shell (fish's `set -x NAME value` is an assignment to the reader),
 * but no differential test runs fish, so their fixes are for review.
 */
export const FISH_TAGS = ['fish'] as const;

export const shell = {
  name: 'shell',
  row: 'shell',
  extensions: ['sh', 'bash'],
  interpreters: SHELLS,
  script: true,
  // `http`: a request line (`GET /api/v3/projects HTTP/1.1`), read as the curl command it stands for.
  fenceTags: ['sh', 'bash', 'shell', 'zsh', ...FISH_TAGS, 'http'],
  // A session: commands after a prompt (`$ `, `user@host:~$ `, `# `), their output on the other lines.
  sessions: { tags: ['console', 'shell-session', 'shellsession', 'terminal'], prompt: /^\s*(?:[\w@.~:/-]*[$#%>]\s+)/ },
  comments: ['#'],
  links: 'unread',
} as const satisfies KindSpec;

/**
 * A page's PowerShell fences: not shell, but their `curl.exe` and web cmdlet lines (`Invoke-RestMethod
 * -Method Delete -Uri "…"`) each stand for one curl command (markdown/powershell.ts reads those alone).
 */
export const POWERSHELL_TAGS = ['powershell', 'pwsh', 'ps1', 'ps'] as const;

/**
 * A page's Windows batch (cmd.exe) fences: not shell, but a `curl` line whose `%NAME%` variables
 * are the shell's `${NAME}`, and `set NAME=value`, stand for the shell's (markdown/batch.ts).
 */
export const BATCH_TAGS = ['bat', 'batch', 'cmd', 'dosbatch', 'winbatch'] as const;
