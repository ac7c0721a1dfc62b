/**
 * Console errors and uncaught exceptions: collected while a story is visited, and a failure unless
 * `parameters.allowConsoleErrors` names them.
 */
import type { ConsoleMessage, Page } from 'playwright-core';
import { stringList } from './story';

export interface PageErrorWatch {
  messages: string[];
  detach: () => void;
}

export function watchPageErrors(page: Page): PageErrorWatch {
  const messages: string[] = [];
  const onPageError = (error: Error) => messages.push(`uncaught ${error.stack ?? error}`);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') messages.push(`console.error: ${message.text()}`);
  };
  page.on('pageerror', onPageError);
  page.on('console', onConsole);
  return {
    messages,
    detach: () => {
      page.off('pageerror', onPageError);
      page.off('console', onConsole);
    },
  };
}

export function checkPageErrors(messages: string[], allowed: unknown): string | undefined {
  const allowList = stringList(allowed);
  if (!allowList) return 'parameters.allowConsoleErrors must be an array of strings';
  const unexpected = messages.filter(
    (message) => !allowList.some((substring) => message.includes(substring)),
  );
  if (unexpected.length === 0) return undefined;
  return (
    'the page logged errors (allow expected ones with parameters.allowConsoleErrors):\n' +
    unexpected.map((message) => `  ${message}`).join('\n')
  );
}
