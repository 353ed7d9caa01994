/** Runs async stages one after another, each starting in a new task. */

export type Stage = {name: string; run: () => Promise<unknown>};

/** Resolves in a new task, without the clamping of nested timers (a message event). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Each stage is named in the browser's performance timeline ("start-up:
 * react-dom"), so traces show what each task was. A stage that fails is
 * reported and the next ones still run: the last (the stock entry) imports
 * everything the earlier ones evaluate, so it fails as a stock build would.
 */
export async function runStages(stages: readonly Stage[], yieldTask: () => Promise<void> = nextTask): Promise<void> {
  for (const stage of stages) {
    await yieldTask();
    const start = performance.now();
    try {
      await stage.run();
    } catch (error) {
      console.error(`Start-up stage "${stage.name}" failed:`, error);
    }
    performance.measure(`start-up: ${stage.name}`, {start});
  }
}
