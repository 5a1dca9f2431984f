/** What a command with nothing else to tell answers once it is done: `{ success: true }`. */
export async function succeeded(command: Promise<unknown>): Promise<{ success: true }> {
  await command;
  return { success: true };
}
