const fs=require('fs');const {SourceMapConsumer}=require('source-map-js');const zlib=require('zlib');
for (const f of process.argv.slice(2)) {
  const code=fs.readFileSync(f,'utf8');const map=JSON.parse(fs.readFileSync(f+'.map','utf8'));
  const c=new SourceMapConsumer(map);const lines=code.split('\n');const by=new Map();
  // per generated segment: attribute chars to source
  const segs=[];c.eachMapping(m=>segs.push(m));
  segs.sort((a,b)=>a.generatedLine-b.generatedLine||a.generatedColumn-b.generatedColumn);
  const parts=new Map();
  for(let i=0;i<segs.length;i++){const m=segs[i],n=segs[i+1];const line=lines[m.generatedLine-1]||'';
    const end=(n&&n.generatedLine===m.generatedLine)?n.generatedColumn:line.length;
    let s=m.source||'?';const mm=s.match(/node_modules\/((@[^/]+\/)?[^/]+)(\/.*)?/);const key=mm?mm[1]+(process.env.DEEP&&mm[3]?mm[3].split('/').slice(0,3).join('/'):''):s.replace(/.*?(src|flows)\//,'$1/').replace(/\/[^/]*$/,'/');
    parts.set(key,(parts.get(key)||'')+line.slice(m.generatedColumn,end));}
  const rows=[...parts].map(([k,v])=>[k,v.length,zlib.gzipSync(v).length]).sort((a,b)=>b[1]-a[1]);
  console.log(f, 'raw',code.length,'gz',zlib.gzipSync(code).length);
  for(const r of rows.slice(0,+process.env.TOP||25))console.log(' ',(r[1]/1024).toFixed(1),'KiB raw',(r[2]/1024).toFixed(1),'gz*',r[0]);
}
