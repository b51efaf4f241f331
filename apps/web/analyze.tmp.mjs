import { build } from 'vite';
await build({
  root: process.cwd(),
  logLevel: 'silent',
  build: { write: false },
  plugins: [{
    name: 'report',
    generateBundle(_o, bundle) {
      const html = Object.values(bundle).find(b => b.fileName === 'index.html');
      for (const c of Object.values(bundle)) {
        if (c.type !== 'chunk') continue;
        if (!(c.isEntry || ['page','hooks','removable','QueryClientProvider','session'].some(n => c.fileName.includes('/'+n+'-')))) continue;
        const mods = Object.entries(c.modules).map(([id, m]) => [m.renderedLength, id.replace(/.*node_modules\//,'nm/').replace(/.*\/wt\/perf\//,'')]).sort((a,b)=>b[0]-a[0]);
        console.log('==', c.fileName, c.code.length);
        const agg = {};
        for (const [l, id] of mods) { const k = id.startsWith('nm/') ? id.split('/').slice(0, id.split('/')[1].startsWith('@')?3:2).join('/') : id; agg[k]=(agg[k]||0)+l; }
        for (const [k,v] of Object.entries(agg).sort((a,b)=>b[1]-a[1]).slice(0,25)) console.log('  ', v, k);
      }
    }
  }]
});
