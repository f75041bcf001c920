import fs from 'node:fs'; import os from 'node:os'; import path from 'node:path';
import { load, probe, startServer, summarise, sleep } from './bench/overload-kit.mjs';
const root = process.cwd();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-diag-'));
const server = await startServer(root, 3195, { DATA_DIR: dataDir, TRUST_PROXY: 'true', ...JSON.parse(process.env.DIAG_ENV ?? '{}') });
const base = server.base; const password='overload-password-1234';
const rnd = () => `10.${(Math.random()*255)|0}.${(Math.random()*255)|0}.${(Math.random()*254+1)|0}`;
const emails=[];
let t = performance.now();
for (let i=0;i<6;i++){ const name=`d${i}${Date.now().toString(36)}`; const r = await fetch(`${base}/api/auth/sign-up/email`,{method:'POST',headers:{'content-type':'application/json',origin:base,'x-forwarded-for':rnd()},body:JSON.stringify({email:`${name}@b.local`,password,name,username:name,displayUsername:name})}); if(!r.ok) throw new Error(await r.text()); emails.push(`${name}@b.local`);}
console.log('signups ms/each', (performance.now()-t)/6);
t = performance.now();
for (let i=0;i<4;i++){ const s=performance.now(); const r = await fetch(`${base}/api/auth/sign-in/email`,{method:'POST',headers:{'content-type':'application/json',origin:base,'x-forwarded-for':rnd()},body:JSON.stringify({email:emails[i],password})}); console.log('signin', r.status, Math.round(performance.now()-s)); }
let stop=false;
(async()=>{ while(!stop){ const p=await probe(base); console.log('health', p.status, Math.round(p.ms), JSON.stringify(p.body?.load)); await sleep(1000);} })();
const codes = {};
const r = await load({ url: base, connections: Number(process.env.C ?? 200), duration: 10, requests:[{method:'POST',path:'/api/auth/sign-in/email',setupRequest:(req)=>({...req,headers:{'content-type':'application/json',origin:base,'x-forwarded-for':rnd()},body:JSON.stringify({email:emails[(Math.random()*emails.length)|0],password})}), onResponse:(status, body)=>{ const k = status+':'+String(body).slice(0,60); codes[k]=(codes[k]??0)+1; }}]});
stop=true;
console.log(JSON.stringify(summarise(r)), codes);
await server.stop(); fs.rmSync(dataDir,{recursive:true,force:true});
