// The framework's floor (docs/performance.md "Benchmark"): the smallest App Router app of the
// portal's Next and React, built and measured by `npm run bench` beside the portal.
export default function RootLayout({ children }) {
  return (
    <html lang="de">
      <body>{children}</body>
    </html>
  );
}
