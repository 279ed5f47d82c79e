import { escapeHtml } from './escape-html';
import type { MailMessage } from './mailer';

/** The password reset email: the link, how long it works, and what to do if it was not you. */
export function resetPasswordEmail(options: {
  to: string;
  fullName: string;
  link: string;
  appName: string;
  validMinutes: number;
}): MailMessage {
  const { appName, link, validMinutes } = options;
  const firstName = options.fullName.trim().split(/\s+/)[0] || 'there';
  const text = [
    `Hello ${firstName},`,
    '',
    `Someone asked to reset the password of your ${appName} account. To choose a new password,`,
    `open this link within ${validMinutes} minutes:`,
    '',
    link,
    '',
    'The link works once. If you did not ask for this, ignore this email: your password stays as it is.',
    '',
    `The ${appName} team`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>Hello ${escapeHtml(firstName)},</p>
<p>Someone asked to reset the password of your ${escapeHtml(appName)} account. To choose a new
password, use the button below within ${validMinutes} minutes.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Reset your password</a></p>
<p style="font-size:13px;color:#475569">Or paste this link into your browser: ${escapeHtml(link)}</p>
<p style="font-size:13px;color:#475569">The link works once. If you did not ask for this, ignore this email: your password stays as it is.</p>
<p>The ${escapeHtml(appName)} team</p>
</body></html>`;
  return {
    to: options.to,
    subject: `Reset your ${appName} password`,
    text,
    html,
    outboxHint: `password reset link for ${options.to}: ${link}`,
  };
}
