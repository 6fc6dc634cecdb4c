;; The search's hot loops as WebAssembly: the same operations as the TypeScript kernel in
;; kernel.ts (its reference), for one-byte patterns (words of up to five letters). Built into
;; kernel/wasm-bytes.ts by `npm run kernel`; see kernel.ts for what each function computes.
;; Addresses are byte offsets into the one exported memory, laid out by `kernelLayout`.
(module
  (memory (export "memory") 1)
  (global $counts (mut i32) (i32.const 0))
  (global $labels (mut i32) (i32.const 0))
  (global $rowIdx (mut i32) (i32.const 0))
  (global $pos (mut i32) (i32.const 0))
  (global $outK (mut i32) (i32.const 0))
  (global $outPairs (mut i32) (i32.const 0))
  (global $rowHash (mut i32) (i32.const 0))
  (global $rowK (mut i32) (i32.const 0))
  (global $table (mut i32) (i32.const 0))
  (global $slots (mut i32) (i32.const 0))
  (global $fa (mut i32) (i32.const 0))
  (global $fb (mut i32) (i32.const 0))

  (func (export "init")
    (param $counts i32) (param $labels i32) (param $rowIdx i32) (param $pos i32)
    (param $outK i32) (param $outPairs i32) (param $rowHash i32) (param $rowK i32)
    (param $table i32) (param $slots i32) (param $fa i32) (param $fb i32)
    (global.set $counts (local.get $counts))
    (global.set $labels (local.get $labels))
    (global.set $rowIdx (local.get $rowIdx))
    (global.set $pos (local.get $pos))
    (global.set $outK (local.get $outK))
    (global.set $outPairs (local.get $outPairs))
    (global.set $rowHash (local.get $rowHash))
    (global.set $rowK (local.get $rowK))
    (global.set $table (local.get $table))
    (global.set $slots (local.get $slots))
    (global.set $fa (local.get $fa))
    (global.set $fb (local.get $fb)))

  ;; scan(src, stride, rows, n, dst): see Kernel.scan. dst < 0: count only.
  (func (export "scan")
    (param $src i32) (param $stride i32) (param $rows i32) (param $n i32) (param $dst i32)
    (local $r i32) (local $row i32) (local $p i32) (local $c i32) (local $ca i32)
    (local $k i32) (local $pairs i32) (local $out i32) (local $posp i32) (local $posEnd i32) (local $i i32)
    (local.set $out (local.get $dst))
    (local.set $posEnd (i32.add (global.get $pos) (i32.shl (local.get $n) (i32.const 1))))
    (block $rowsDone
      (loop $rowLoop
        (br_if $rowsDone (i32.ge_u (local.get $r) (local.get $rows)))
        (local.set $row
          (i32.add (local.get $src)
            (i32.mul
              (i32.load (i32.add (global.get $rowIdx) (i32.shl (local.get $r) (i32.const 2))))
              (local.get $stride))))
        (local.set $k (i32.const 0))
        (local.set $pairs (i32.const 0))
        (local.set $posp (global.get $pos))
        (block $cellsDone
          (loop $cellLoop
            (br_if $cellsDone (i32.ge_u (local.get $posp) (local.get $posEnd)))
            (local.set $p (i32.load8_u (i32.add (local.get $row) (i32.load16_u (local.get $posp)))))
            (if (i32.ge_s (local.get $dst) (i32.const 0))
              (then
                (i32.store8 (local.get $out) (local.get $p))
                (local.set $out (i32.add (local.get $out) (i32.const 1)))))
            (local.set $ca (i32.add (global.get $counts) (i32.shl (local.get $p) (i32.const 2))))
            (local.set $c (i32.load (local.get $ca)))
            (i32.store (local.get $ca) (i32.add (local.get $c) (i32.const 1)))
            (local.set $pairs (i32.add (local.get $pairs) (local.get $c)))
            (local.set $k (i32.add (local.get $k) (i32.eqz (local.get $c))))
            (local.set $posp (i32.add (local.get $posp) (i32.const 2)))
            (br $cellLoop)))
        ;; reset the counts of the patterns this row touched
        (local.set $posp (global.get $pos))
        (block $resetDone
          (loop $resetLoop
            (br_if $resetDone (i32.ge_u (local.get $posp) (local.get $posEnd)))
            (i32.store
              (i32.add (global.get $counts)
                (i32.shl (i32.load8_u (i32.add (local.get $row) (i32.load16_u (local.get $posp)))) (i32.const 2)))
              (i32.const 0))
            (local.set $posp (i32.add (local.get $posp) (i32.const 2)))
            (br $resetLoop)))
        (local.set $i (i32.shl (local.get $r) (i32.const 2)))
        (i32.store (i32.add (global.get $outK) (local.get $i)) (local.get $k))
        (i32.store (i32.add (global.get $outPairs) (local.get $i)) (local.get $pairs))
        (local.set $r (i32.add (local.get $r) (i32.const 1)))
        (br $rowLoop))))

  ;; count(src, stride, rows, n): outK only (see Kernel.count). The patterns seen in a row are
  ;; bits of two 256-bit sets (even and odd cells, so that two cells in a row do not wait on the
  ;; same word) in the first 64 bytes of `counts`, which it leaves zero as scan does: no second
  ;; pass over the cells to reset counts, and no pair sums.
  (func (export "count")
    (param $src i32) (param $stride i32) (param $rows i32) (param $n i32)
    (local $r i32) (local $row i32) (local $p i32) (local $a i32) (local $bits i32)
    (local $posp i32) (local $posEnd i32) (local $pairEnd i32)
    (local.set $bits (global.get $counts))
    (local.set $posEnd (i32.add (global.get $pos) (i32.shl (local.get $n) (i32.const 1))))
    ;; the cells taken two at a time end here; an odd last one is done on its own
    (local.set $pairEnd (i32.add (global.get $pos) (i32.shl (i32.and (local.get $n) (i32.const -2)) (i32.const 1))))
    (block $rowsDone
      (loop $rowLoop
        (br_if $rowsDone (i32.ge_u (local.get $r) (local.get $rows)))
        (local.set $row
          (i32.add (local.get $src)
            (i32.mul
              (i32.load (i32.add (global.get $rowIdx) (i32.shl (local.get $r) (i32.const 2))))
              (local.get $stride))))
        (local.set $posp (global.get $pos))
        (block $cellsDone
          (loop $cellLoop
            (br_if $cellsDone (i32.ge_u (local.get $posp) (local.get $pairEnd)))
            (local.set $p (i32.load8_u (i32.add (local.get $row) (i32.load16_u (local.get $posp)))))
            (local.set $a (i32.add (local.get $bits) (i32.shl (i32.shr_u (local.get $p) (i32.const 6)) (i32.const 3))))
            (i64.store (local.get $a)
              (i64.or (i64.load (local.get $a)) (i64.shl (i64.const 1) (i64.extend_i32_u (local.get $p)))))
            (local.set $p (i32.load8_u (i32.add (local.get $row) (i32.load16_u offset=2 (local.get $posp)))))
            (local.set $a (i32.add (local.get $bits) (i32.shl (i32.shr_u (local.get $p) (i32.const 6)) (i32.const 3))))
            (i64.store offset=32 (local.get $a)
              (i64.or (i64.load offset=32 (local.get $a)) (i64.shl (i64.const 1) (i64.extend_i32_u (local.get $p)))))
            (local.set $posp (i32.add (local.get $posp) (i32.const 4)))
            (br $cellLoop)))
        (if (i32.lt_u (local.get $posp) (local.get $posEnd))
          (then
            (local.set $p (i32.load8_u (i32.add (local.get $row) (i32.load16_u (local.get $posp)))))
            (local.set $a (i32.add (local.get $bits) (i32.shl (i32.shr_u (local.get $p) (i32.const 6)) (i32.const 3))))
            (i64.store (local.get $a)
              (i64.or (i64.load (local.get $a)) (i64.shl (i64.const 1) (i64.extend_i32_u (local.get $p)))))))
        (i32.store (i32.add (global.get $outK) (i32.shl (local.get $r) (i32.const 2)))
          (i32.wrap_i64
            (i64.add
              (i64.add
                (i64.popcnt (i64.or (i64.load (local.get $bits)) (i64.load offset=32 (local.get $bits))))
                (i64.popcnt (i64.or (i64.load offset=8 (local.get $bits)) (i64.load offset=40 (local.get $bits)))))
              (i64.add
                (i64.popcnt (i64.or (i64.load offset=16 (local.get $bits)) (i64.load offset=48 (local.get $bits))))
                (i64.popcnt (i64.or (i64.load offset=24 (local.get $bits)) (i64.load offset=56 (local.get $bits))))))))
        (i64.store (local.get $bits) (i64.const 0))
        (i64.store offset=8 (local.get $bits) (i64.const 0))
        (i64.store offset=16 (local.get $bits) (i64.const 0))
        (i64.store offset=24 (local.get $bits) (i64.const 0))
        (i64.store offset=32 (local.get $bits) (i64.const 0))
        (i64.store offset=40 (local.get $bits) (i64.const 0))
        (i64.store offset=48 (local.get $bits) (i64.const 0))
        (i64.store offset=56 (local.get $bits) (i64.const 0))
        (local.set $r (i32.add (local.get $r) (i32.const 1)))
        (br $rowLoop))))

  ;; hashRow(at, n, r): rowHash[r] and rowK[r] of the n cells at `at` (see Kernel.distinct).
  (func $hashRow (param $at i32) (param $n i32) (param $r i32)
    (local $i i32) (local $la i32) (local $lab i32) (local $new i32) (local $k i32) (local $h i32)
    (local.set $h (i32.const 0x811c9dc5))
    (block $done
      (loop $loop
        (br_if $done (i32.ge_u (local.get $i) (local.get $n)))
        (local.set $la
          (i32.add (global.get $labels) (i32.shl (i32.load8_u (i32.add (local.get $at) (local.get $i))) (i32.const 2))))
        (local.set $lab (i32.load (local.get $la)))
        (local.set $new (i32.lt_s (local.get $lab) (i32.const 0)))
        (local.set $lab (select (local.get $k) (local.get $lab) (local.get $new)))
        (i32.store (local.get $la) (local.get $lab))
        (local.set $k (i32.add (local.get $k) (local.get $new)))
        (local.set $h (i32.mul (i32.xor (local.get $h) (local.get $lab)) (i32.const 0x01000193)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $loop)))
    (local.set $i (i32.const 0))
    (block $cleared
      (loop $clear
        (br_if $cleared (i32.ge_u (local.get $i) (local.get $n)))
        (i32.store
          (i32.add (global.get $labels) (i32.shl (i32.load8_u (i32.add (local.get $at) (local.get $i))) (i32.const 2)))
          (i32.const -1))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $clear)))
    (i32.store (i32.add (global.get $rowHash) (i32.shl (local.get $r) (i32.const 2))) (local.get $h))
    (i32.store (i32.add (global.get $rowK) (i32.shl (local.get $r) (i32.const 2))) (local.get $k)))

  ;; samePartition(a, b, n): 1 when the n cells at a and at b split the set into the same groups.
  (func $samePartition (param $a i32) (param $b i32) (param $n i32) (result i32)
    (local $i i32) (local $pa i32) (local $pb i32) (local $fa i32) (local $fb i32) (local $same i32)
    (local.set $same (i32.const 1))
    (block $done
      (loop $loop
        (br_if $done (i32.ge_u (local.get $i) (local.get $n)))
        (local.set $pa (i32.load8_u (i32.add (local.get $a) (local.get $i))))
        (local.set $pb (i32.load8_u (i32.add (local.get $b) (local.get $i))))
        (local.set $fa (i32.add (global.get $fa) (i32.shl (local.get $pa) (i32.const 2))))
        (local.set $fb (i32.add (global.get $fb) (i32.shl (local.get $pb) (i32.const 2))))
        (if (i32.and
              (i32.eq (i32.load (local.get $fa)) (i32.const -1))
              (i32.eq (i32.load (local.get $fb)) (i32.const -1)))
          (then
            (i32.store (local.get $fa) (local.get $pb))
            (i32.store (local.get $fb) (local.get $pa)))
          (else
            (if (i32.or
                  (i32.ne (i32.load (local.get $fa)) (local.get $pb))
                  (i32.ne (i32.load (local.get $fb)) (local.get $pa)))
              (then
                (local.set $same (i32.const 0))
                (br $done)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $loop)))
    (local.set $i (i32.const 0))
    (block $cleared
      (loop $clear
        (br_if $cleared (i32.ge_u (local.get $i) (local.get $n)))
        (i32.store
          (i32.add (global.get $fa) (i32.shl (i32.load8_u (i32.add (local.get $a) (local.get $i))) (i32.const 2)))
          (i32.const -1))
        (i32.store
          (i32.add (global.get $fb) (i32.shl (i32.load8_u (i32.add (local.get $b) (local.get $i))) (i32.const 2)))
          (i32.const -1))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $clear)))
    (local.get $same))

  ;; distinct(frame, n, m, mask): see Kernel.distinct. Returns how many rows are kept.
  (func (export "distinct") (param $frame i32) (param $n i32) (param $m i32) (param $mask i32) (result i32)
    (local $j i32) (local $kept i32) (local $used i32) (local $r i32) (local $at i32) (local $h i32)
    (local $k i32) (local $slot i32) (local $e i32) (local $ea i32)
    (block $rowsDone
      (loop $rowLoop
        (br_if $rowsDone (i32.ge_u (local.get $j) (local.get $m)))
        (local.set $r (i32.load (i32.add (global.get $rowIdx) (i32.shl (local.get $j) (i32.const 2)))))
        (local.set $j (i32.add (local.get $j) (i32.const 1)))
        (local.set $at (i32.add (local.get $frame) (i32.mul (local.get $r) (local.get $n))))
        (call $hashRow (local.get $at) (local.get $n) (local.get $r))
        (local.set $h (i32.load (i32.add (global.get $rowHash) (i32.shl (local.get $r) (i32.const 2)))))
        (local.set $k (i32.load (i32.add (global.get $rowK) (i32.shl (local.get $r) (i32.const 2)))))
        (local.set $slot
          (i32.and (i32.xor (local.get $h) (i32.mul (local.get $k) (i32.const 0x9e3779b1))) (local.get $mask)))
        (block $keep
          (loop $probe
            (local.set $e (i32.load (i32.add (global.get $table) (i32.shl (local.get $slot) (i32.const 2)))))
            (if (i32.lt_s (local.get $e) (i32.const 0))
              (then
                (i32.store (i32.add (global.get $table) (i32.shl (local.get $slot) (i32.const 2))) (local.get $r))
                (i32.store (i32.add (global.get $slots) (i32.shl (local.get $used) (i32.const 2))) (local.get $slot))
                (local.set $used (i32.add (local.get $used) (i32.const 1)))
                (br $keep)))
            (local.set $ea (i32.shl (local.get $e) (i32.const 2)))
            (if (i32.and
                  (i32.eq (i32.load (i32.add (global.get $rowHash) (local.get $ea))) (local.get $h))
                  (i32.eq (i32.load (i32.add (global.get $rowK) (local.get $ea))) (local.get $k)))
              (then
                ;; a twin of an earlier row: dropped
                (br_if $rowLoop
                  (call $samePartition
                    (i32.add (local.get $frame) (i32.mul (local.get $e) (local.get $n)))
                    (local.get $at)
                    (local.get $n)))))
            (local.set $slot (i32.and (i32.add (local.get $slot) (i32.const 1)) (local.get $mask)))
            (br $probe)))
        (i32.store (i32.add (global.get $rowIdx) (i32.shl (local.get $kept) (i32.const 2))) (local.get $r))
        (local.set $kept (i32.add (local.get $kept) (i32.const 1)))
        (br $rowLoop)))
    ;; leave the table empty for the next call
    (local.set $j (i32.const 0))
    (block $cleared
      (loop $clear
        (br_if $cleared (i32.ge_u (local.get $j) (local.get $used)))
        (i32.store
          (i32.add (global.get $table)
            (i32.shl (i32.load (i32.add (global.get $slots) (i32.shl (local.get $j) (i32.const 2)))) (i32.const 2)))
          (i32.const -1))
        (local.set $j (i32.add (local.get $j) (i32.const 1)))
        (br $clear)))
    (local.get $kept))
)
