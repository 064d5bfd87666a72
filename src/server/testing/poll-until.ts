/**
 * Reads until `isDone` holds or the attempts run out (20 ms apart: a second by default), and
 * returns the last reading. For effects that travel between processes, such as notifications.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  attempts = 50,
): Promise<T> {
  let value = await read();
  for (let attempt = 1; attempt < attempts && !isDone(value); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}
