/**
 * Resolves in a task of its own (a message to this page, as React's scheduler posts): the
 * browser handles input, runs its rendering steps and other queued work before the caller
 * goes on. Start-up's steps are separated this way so that none is one long task. Where
 * there is no MessageChannel (jsdom), a timer.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      // A port left open keeps Node's event loop alive (the prerender, tests).
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
