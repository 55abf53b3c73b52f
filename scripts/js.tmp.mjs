import { chromium } from "@playwright/test";
import { gzipSync } from "node:zlib";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage();
const sizes = [];
page.on("response", (r) => { if (r.request().resourceType() === "script") sizes.push(r.body().then(b => [gzipSync(b).length, b.length, r.url()], () => [0,0,r.url()])); });
await page.goto(process.argv[2], { waitUntil: "networkidle" });
const all = await Promise.all(sizes);
all.sort((a,b)=>b[0]-a[0]);
let t=0; for (const [g,b,u] of all) { t+=g; console.log(g, b, u.split("/").pop()); }
console.log("total", t);
await browser.close();
