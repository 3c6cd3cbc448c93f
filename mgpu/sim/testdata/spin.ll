; ModuleID = 'spin.cu'
source_filename = "spin.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13wait_volatilePViPi(i32* noundef %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !11 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !14
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3, !dbg !18
  %5 = add i32 %4, -1, !dbg !21
  %6 = icmp eq i32 %3, %5, !dbg !22
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !23
  %8 = icmp eq i32 %7, 0, !dbg !23
  br i1 %6, label %9, label %11, !dbg !24

9:                                                ; preds = %2
  br i1 %8, label %10, label %15, !dbg !25

10:                                               ; preds = %9
  store volatile i32 1, i32* %0, align 4, !dbg !26, !tbaa !27
  br label %15, !dbg !31

11:                                               ; preds = %2
  br i1 %8, label %12, label %15, !dbg !32

12:                                               ; preds = %11, %12
  %13 = load volatile i32, i32* %0, align 4, !dbg !33, !tbaa !27
  %14 = icmp eq i32 %13, 0, !dbg !34
  br i1 %14, label %12, label %15, !dbg !35, !llvm.loop !36

15:                                               ; preds = %12, %11, %9, %10
  %16 = phi i32 [ %7, %11 ], [ %7, %9 ], [ 0, %10 ], [ 0, %12 ], !dbg !39
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %17 = icmp eq i32 %16, 0, !dbg !43
  br i1 %17, label %18, label %22, !dbg !44

18:                                               ; preds = %15
  %19 = zext i32 %3 to i64, !dbg !45
  %20 = getelementptr inbounds i32, i32* %1, i64 %19, !dbg !45
  %21 = add i32 %3, 1, !dbg !46
  store i32 %21, i32* %20, align 4, !dbg !47, !tbaa !27
  br label %22, !dbg !45

22:                                               ; preds = %18, %15
  ret void, !dbg !48
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11wait_atomicPiS_(i32* nocapture noundef %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !49 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3, !dbg !50
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #3, !dbg !52
  %5 = add i32 %4, -1, !dbg !54
  %6 = icmp eq i32 %3, %5, !dbg !55
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3, !dbg !56
  %8 = icmp eq i32 %7, 0, !dbg !56
  br i1 %6, label %9, label %12, !dbg !57

9:                                                ; preds = %2
  br i1 %8, label %10, label %16, !dbg !58

10:                                               ; preds = %9
  %11 = atomicrmw xchg i32* %0, i32 1 seq_cst, align 4, !dbg !59
  br label %16, !dbg !59

12:                                               ; preds = %2
  br i1 %8, label %13, label %16, !dbg !60

13:                                               ; preds = %12, %13
  %14 = atomicrmw or i32* %0, i32 0 seq_cst, align 4, !dbg !61
  %15 = icmp eq i32 %14, 0, !dbg !62
  br i1 %15, label %13, label %16, !dbg !63, !llvm.loop !64

16:                                               ; preds = %13, %12, %9, %10
  %17 = phi i32 [ %7, %12 ], [ %7, %9 ], [ 0, %10 ], [ 0, %13 ], !dbg !66
  tail call void @llvm.nvvm.barrier0(), !dbg !68
  %18 = icmp eq i32 %17, 0, !dbg !69
  br i1 %18, label %19, label %23, !dbg !70

19:                                               ; preds = %16
  %20 = zext i32 %3 to i64, !dbg !71
  %21 = getelementptr inbounds i32, i32* %1, i64 %20, !dbg !71
  %22 = add i32 %3, 1, !dbg !72
  store i32 %22, i32* %21, align 4, !dbg !73, !tbaa !27
  br label %23, !dbg !71

23:                                               ; preds = %19, %16
  ret void, !dbg !74
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { convergent nounwind }
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
!7 = !DIFile(filename: "spin.cu", directory: ".")
!8 = !{void (i32*, i32*)* @_Z13wait_volatilePViPi, !"kernel", i32 1}
!9 = !{void (i32*, i32*)* @_Z11wait_atomicPiS_, !"kernel", i32 1}
!10 = !{!"Debian clang version 14.0.6"}
!11 = distinct !DISubprogram(name: "wait_volatile", scope: !7, file: !7, line: 7, type: !12, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 66, column: 3, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 66, type: !12, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!16 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: ".")
!17 = distinct !DILocation(line: 8, column: 7, scope: !11)
!18 = !DILocation(line: 92, column: 3, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 92, type: !12, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!20 = distinct !DILocation(line: 8, column: 21, scope: !11)
!21 = !DILocation(line: 8, column: 31, scope: !11)
!22 = !DILocation(line: 8, column: 18, scope: !11)
!23 = !DILocation(line: 0, scope: !11)
!24 = !DILocation(line: 8, column: 7, scope: !11)
!25 = !DILocation(line: 9, column: 9, scope: !11)
!26 = !DILocation(line: 9, column: 33, scope: !11)
!27 = !{!28, !28, i64 0}
!28 = !{!"int", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 9, column: 27, scope: !11)
!32 = !DILocation(line: 10, column: 14, scope: !11)
!33 = !DILocation(line: 11, column: 12, scope: !11)
!34 = !DILocation(line: 11, column: 18, scope: !11)
!35 = !DILocation(line: 11, column: 5, scope: !11)
!36 = distinct !{!36, !35, !37, !38}
!37 = !DILocation(line: 12, column: 5, scope: !11)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DILocation(line: 53, column: 3, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 53, type: !12, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!41 = distinct !DILocation(line: 15, column: 7, scope: !11)
!42 = !DILocation(line: 14, column: 3, scope: !11)
!43 = !DILocation(line: 15, column: 19, scope: !11)
!44 = !DILocation(line: 15, column: 7, scope: !11)
!45 = !DILocation(line: 15, column: 25, scope: !11)
!46 = !DILocation(line: 15, column: 54, scope: !11)
!47 = !DILocation(line: 15, column: 41, scope: !11)
!48 = !DILocation(line: 16, column: 1, scope: !11)
!49 = distinct !DISubprogram(name: "wait_atomic", scope: !7, file: !7, line: 18, type: !12, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!50 = !DILocation(line: 66, column: 3, scope: !15, inlinedAt: !51)
!51 = distinct !DILocation(line: 19, column: 7, scope: !49)
!52 = !DILocation(line: 92, column: 3, scope: !19, inlinedAt: !53)
!53 = distinct !DILocation(line: 19, column: 21, scope: !49)
!54 = !DILocation(line: 19, column: 31, scope: !49)
!55 = !DILocation(line: 19, column: 18, scope: !49)
!56 = !DILocation(line: 0, scope: !49)
!57 = !DILocation(line: 19, column: 7, scope: !49)
!58 = !DILocation(line: 20, column: 9, scope: !49)
!59 = !DILocation(line: 20, column: 27, scope: !49)
!60 = !DILocation(line: 21, column: 14, scope: !49)
!61 = !DILocation(line: 22, column: 12, scope: !49)
!62 = !DILocation(line: 22, column: 43, scope: !49)
!63 = !DILocation(line: 22, column: 5, scope: !49)
!64 = distinct !{!64, !63, !65, !38}
!65 = !DILocation(line: 23, column: 5, scope: !49)
!66 = !DILocation(line: 53, column: 3, scope: !40, inlinedAt: !67)
!67 = distinct !DILocation(line: 26, column: 7, scope: !49)
!68 = !DILocation(line: 25, column: 3, scope: !49)
!69 = !DILocation(line: 26, column: 19, scope: !49)
!70 = !DILocation(line: 26, column: 7, scope: !49)
!71 = !DILocation(line: 26, column: 25, scope: !49)
!72 = !DILocation(line: 26, column: 54, scope: !49)
!73 = !DILocation(line: 26, column: 41, scope: !49)
!74 = !DILocation(line: 27, column: 1, scope: !49)
