#!/usr/bin/env python3
"""Checks every roll of a Butler game record: python3 verify-dice.py game.json (standard library only)."""
import hashlib, hmac, json, sys

rec = json.load(open(sys.argv[1], encoding="utf-8"))
fair = rec.get("fair") or {}
if fair.get("by") != "hmac":
    sys.exit("НЕ ПРОВЕРЯЕМАЯ: игра шла не на честных костях (by=%s)" % fair.get("by"))
secret = bytes.fromhex(fair["secret"])
if hashlib.sha256(secret).hexdigest() != fair["commitment"].lower():
    sys.exit("НЕ СОВПАДАЕТ: SHA-256 секрета не равен опубликованному отпечатку")
context = "butler-fair-v1" + "".join("\np:" + p["id"] for p in rec["players"])
context += "".join("\ns:%s:%s" % (s["player"], s["text"]) for s in fair["seeds"])
ctx_hash = hashlib.sha256(context.encode("utf-8")).digest()

def dice(move, count):
    out, block = [], 0
    while len(out) < count:
        msg = ctx_hash + move.to_bytes(4, "big") + block.to_bytes(4, "big")
        out += [b % 6 + 1 for b in hmac.new(secret, msg, hashlib.sha256).digest() if b < 252]
        block += 1
    return out[:count]

rolls = 0
for i, move in enumerate(rec["moves"]):
    if move["d"]:
        rolls += 1
        if dice(i, len(move["d"])) != move["d"]:
            sys.exit("НЕ СОВПАДАЕТ: бросок %d (ход %d): в записи %s, по секрету %s" % (rolls, i + 1, move["d"], dice(i, len(move["d"]))))
print("OK: совпали все броски (%d)" % rolls)
