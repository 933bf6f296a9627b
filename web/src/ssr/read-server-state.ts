import { SERVER_STATE_ID, type ServerState } from './server-data';

/** The ServerState the server wrote into the page, or null for a page rendered in the browser only. */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return null;
  }
}
