#!/usr/bin/env python3
"""lookup helper: lk.py s SYMBOL-regex | n NAME-regex | i ISIN"""
import csv, json, re, sys, glob
D='/work/shared/data'
def load():
    rows=[]
    for x in csv.DictReader(open(D+'/financedatabase/equities.csv',encoding='utf-8')):
        x['src']='fd'; rows.append(x)
    for f in glob.glob(D+'/us-listings/*.json'):
        ex=f.split('/')[-1].split('_')[0]
        for x in json.load(open(f)):
            rows.append({'symbol':x['symbol'],'name':x['name'],'exchange':ex,'country':x.get('country',''),'market_cap':x.get('marketCap',''),'isin':'','cusip':'','figi':'','shareclass_figi':'','formerly':'','src':'us'})
    return rows
if __name__=='__main__':
    mode,pat=sys.argv[1],sys.argv[2]
    rows=load()
    for x in rows:
        if mode=='s': ok=re.fullmatch(pat,x['symbol'],re.I)
        elif mode=='n': ok=re.search(pat,x['name'] or '',re.I) or re.search(pat,x.get('formerly') or '',re.I)
        elif mode=='i': ok=pat.upper() in (x.get('isin',''),x.get('cusip',''),x.get('figi',''),x.get('composite_figi',''),x.get('shareclass_figi',''))
        if ok:
            print('\t'.join(str(x.get(k,'')) for k in ('symbol','name','exchange','country','market_cap','isin','cusip','figi','shareclass_figi','formerly')))
