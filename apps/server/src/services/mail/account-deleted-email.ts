import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

/** The confirmation that an account was deleted: what went, what stays, and who to ask. */
export function accountDeletedEmail(options: {
  to: string;
  fullName: string;
  appName: string;
  appUrl: string;
}): MailMessage {
  const { appName } = options;
  const firstName = options.fullName.trim().split(/\s+/)[0] || 'there';
  const gone =
    'your resumes and their files, their scores, generated resumes, saved cards, sessions and password reset links';
  const kept =
    'Records of past payments are kept for accounting, without your name or email address.';
  const text = [
    `Hello ${firstName},`,
    '',
    `Your ${appName} account has been deleted, as you asked. Any paid plan ended at once, with no`,
    `further charge. We erased ${gone}.`,
    '',
    kept,
    '',
    `You are welcome to sign up again with this email address at any time: ${options.appUrl}`,
    '',
    `The ${appName} team`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>Hello ${escapeHtml(firstName)},</p>
<p>Your ${escapeHtml(appName)} account has been deleted, as you asked. Any paid plan ended at once,
with no further charge. We erased ${gone}.</p>
<p style="font-size:13px;color:#475569">${kept}</p>
<p>You are welcome to sign up again with this email address at any time:
<a href="${escapeHtml(options.appUrl)}">${escapeHtml(options.appUrl)}</a></p>
<p>The ${escapeHtml(appName)} team</p>
</body></html>`;
  return { to: options.to, subject: `Your ${appName} account was deleted`, text, html };
}
