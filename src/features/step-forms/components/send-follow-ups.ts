/**
 * What goes on its own after the form was accepted (a return's reason comment). The main change
 * stands whether these arrive or not, so a failure is logged, not shown; each carries a key
 * derived from the form's, so a retried submission does not post a comment twice.
 */
export function sendFollowUps(posts: { url: string; body: Record<string, unknown> }[], formKey: string) {
  posts.forEach(({ url, body }, index) => {
    fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": `${formKey}-${index + 1}` },
      body: JSON.stringify(body),
      credentials: "same-origin",
    })
      .then((response) => (response.ok ? undefined : console.warn(`${url} answered ${response.status}`)))
      .catch((error: unknown) => console.warn(`${url} failed`, error));
  });
}
