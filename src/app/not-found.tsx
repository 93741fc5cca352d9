// Reached only for paths outside every locale (the proxy gives all pages one), so English is right.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", padding: 32 }}>
        <h1>Page not found</h1>
        <p>
          <a href="/">Go to the home page</a>
        </p>
      </body>
    </html>
  );
}
