; ModuleID = 'lockstep.cu'
source_filename = "lockstep.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8exchangePKiPiE1s = internal unnamed_addr addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z8exchangePKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !11 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !14
  %4 = sext i32 %3 to i64, !dbg !18
  %5 = getelementptr inbounds i32, i32* %0, i64 %4, !dbg !18
  %6 = load i32, i32* %5, align 4, !dbg !18, !tbaa !19
  %7 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ8exchangePKiPiE1s, i64 0, i64 %4, !dbg !23
  %8 = addrspacecast i32 addrspace(3)* %7 to i32*, !dbg !23
  store i32 %6, i32* %8, align 4, !dbg !24, !tbaa !19
  %9 = xor i32 %3, 1, !dbg !25
  %10 = sext i32 %9 to i64, !dbg !26
  %11 = getelementptr inbounds [64 x i32], [64 x i32] addrspace(3)* @_ZZ8exchangePKiPiE1s, i64 0, i64 %10, !dbg !26
  %12 = addrspacecast i32 addrspace(3)* %11 to i32*, !dbg !26
  %13 = load i32, i32* %12, align 4, !dbg !26, !tbaa !19
  %14 = getelementptr inbounds i32, i32* %1, i64 %4, !dbg !27
  store i32 %13, i32* %14, align 4, !dbg !28, !tbaa !19
  ret void, !dbg !29
}

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @_Z7releasePj(i32* nocapture noundef %0) local_unnamed_addr #1 !dbg !30 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !31
  %3 = and i32 %2, 31, !dbg !33
  %4 = or i32 %3, -2147483648, !dbg !34
  %5 = xor i32 %3, 31, !dbg !35
  %6 = zext i32 %5 to i64, !dbg !36
  %7 = getelementptr inbounds i32, i32* %0, i64 %6, !dbg !36
  store i32 %4, i32* %7, align 4, !dbg !37, !tbaa !19
  tail call void @llvm.nvvm.membar.gl() #3, !dbg !38
  %8 = icmp eq i32 %3, 1, !dbg !42
  br i1 %8, label %9, label %12, !dbg !43

9:                                                ; preds = %1
  %10 = getelementptr inbounds i32, i32* %0, i64 1, !dbg !44
  %11 = atomicrmw and i32* %10, i32 2147483647 seq_cst, align 4, !dbg !45
  br label %12, !dbg !49

12:                                               ; preds = %9, %1
  ret void, !dbg !50
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nounwind
declare void @llvm.nvvm.membar.gl() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_60" "target-features"="+ptx32,+sm_60" }
attributes #1 = { mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_60" "target-features"="+ptx32,+sm_60" }
attributes #2 = { nofree nosync nounwind readnone speculatable }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9}
!llvm.ident = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 0]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "lockstep.cu", directory: ".")
!8 = !{void (i32*, i32*)* @_Z8exchangePKiPi, !"kernel", i32 1}
!9 = !{void (i32*)* @_Z7releasePj, !"kernel", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "exchange", scope: !7, file: !7, line: 7, type: !12, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 53, column: 3, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 53, type: !12, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!16 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: ".")
!17 = distinct !DILocation(line: 9, column: 11, scope: !11)
!18 = !DILocation(line: 10, column: 10, scope: !11)
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !21, i64 0}
!21 = !{!"omnipotent char", !22, i64 0}
!22 = !{!"Simple C++ TBAA"}
!23 = !DILocation(line: 10, column: 3, scope: !11)
!24 = !DILocation(line: 10, column: 8, scope: !11)
!25 = !DILocation(line: 11, column: 16, scope: !11)
!26 = !DILocation(line: 11, column: 12, scope: !11)
!27 = !DILocation(line: 11, column: 3, scope: !11)
!28 = !DILocation(line: 11, column: 10, scope: !11)
!29 = !DILocation(line: 12, column: 1, scope: !11)
!30 = distinct !DISubprogram(name: "release", scope: !7, file: !7, line: 18, type: !12, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!31 = !DILocation(line: 53, column: 3, scope: !15, inlinedAt: !32)
!32 = distinct !DILocation(line: 19, column: 19, scope: !30)
!33 = !DILocation(line: 19, column: 31, scope: !30)
!34 = !DILocation(line: 20, column: 33, scope: !30)
!35 = !DILocation(line: 20, column: 11, scope: !30)
!36 = !DILocation(line: 20, column: 3, scope: !30)
!37 = !DILocation(line: 20, column: 19, scope: !30)
!38 = !DILocation(line: 20, column: 38, scope: !39, inlinedAt: !41)
!39 = distinct !DISubprogram(name: "__threadfence", scope: !40, file: !40, line: 20, type: !12, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!40 = !DIFile(filename: "include/device_functions.h", directory: ".")
!41 = distinct !DILocation(line: 21, column: 3, scope: !30)
!42 = !DILocation(line: 22, column: 12, scope: !30)
!43 = !DILocation(line: 22, column: 7, scope: !30)
!44 = !DILocation(line: 23, column: 20, scope: !30)
!45 = !DILocation(line: 23, column: 1, scope: !46, inlinedAt: !48)
!46 = distinct !DISubprogram(name: "atomicAnd", scope: !47, file: !47, line: 23, type: !12, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!47 = !DIFile(filename: "include/device_atomic_functions.h", directory: ".")
!48 = distinct !DILocation(line: 23, column: 5, scope: !30)
!49 = !DILocation(line: 23, column: 5, scope: !30)
!50 = !DILocation(line: 24, column: 1, scope: !30)
